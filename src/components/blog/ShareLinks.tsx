import React, { useEffect, useState } from 'react';
import { shareLinks } from '../../lib/blog/share-links';
import * as S from './ShareLinks.styles';

/**
 * Share a post (product-rules §10 Share links) by its absolute `url`: plain share URLs (no third-party script), and the
 * browser's own share sheet where it has one (shown after hydration only).
 */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const [status, setStatus] = useState('');
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('Copied');
    } catch {
      setStatus('Could not copy: copy the address from the address bar');
    }
  };

  return (
    <S.Box aria-labelledby="share-heading">
      <S.Heading id="share-heading">Share this article</S.Heading>
      <S.List>
        <li>
          <S.Action as="button" type="button" onClick={handleCopy}>
            Copy link
          </S.Action>
        </li>
        {shareLinks(url, title).map((link) => (
          <li key={link.network}>
            <S.Action href={link.href} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {link.label}
              {link.newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
            </S.Action>
          </li>
        ))}
        {canShare ? (
          <li>
            <S.Action as="button" type="button" onClick={() => navigator.share({ title, url }).catch(() => undefined)}>
              More ways to share
            </S.Action>
          </li>
        ) : null}
      </S.List>
      <S.Status role="status">{status}</S.Status>
    </S.Box>
  );
}
