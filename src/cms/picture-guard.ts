import imageCompression from 'browser-image-compression';
import { isOverLimits, pictureSizeMessage, SHRUNK_PIXELS, type PictureFacts } from '../lib/content/picture-size';

/** The kinds of picture the browser can redraw smaller; others (SVG, GIF animations) are only warned about. */
const SHRINKABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** A picture's size in pixels, or nulls when the browser cannot read it. */
async function measure(file: File): Promise<PictureFacts> {
  try {
    const bitmap = await createImageBitmap(file);
    const facts = { name: file.name, bytes: file.size, width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return facts;
  } catch {
    return { name: file.name, bytes: file.size, width: null, height: null };
  }
}

/**
 * A picture within the limits, or the same picture made smaller (at most SHRUNK_PIXELS on its longest side and
 * under the size limit) by browser-image-compression, on this page: no worker, which it would load from a CDN.
 */
export async function shrinkPicture(file: File): Promise<{ file: File; message: string | null }> {
  const original = await measure(file);
  if (!isOverLimits(original)) return { file, message: null };
  if (!SHRINKABLE.has(file.type)) return { file, message: pictureSizeMessage(original, null) };
  try {
    const smaller = await imageCompression(file, {
      maxWidthOrHeight: SHRUNK_PIXELS,
      maxSizeMB: 4,
      useWebWorker: false,
      preserveExif: false,
    });
    const shrunk = new File([smaller], file.name, { type: smaller.type || file.type, lastModified: file.lastModified });
    return { file: shrunk, message: pictureSizeMessage(original, await measure(shrunk)) };
  } catch {
    return { file, message: pictureSizeMessage(original, null) };
  }
}

/**
 * The notices at the foot of the editor, newest last: they stay until closed, are read out once by screen
 * readers, and never cover the toolbar with Publish.
 */
function showNotice(doc: Document, message: string): void {
  let stack = doc.getElementById('picture-size-notices');
  if (!stack) {
    stack = doc.createElement('div');
    stack.id = 'picture-size-notices';
    Object.assign(stack.style, {
      position: 'fixed',
      zIndex: '100000',
      bottom: '16px',
      left: '50%',
      transform: 'translateX(-50%)',
      display: 'flex',
      flexDirection: 'column',
      gap: '8px',
      width: 'min(720px, calc(100vw - 32px))',
    });
    doc.body.append(stack);
  }
  const notice = doc.createElement('div');
  notice.setAttribute('role', 'alert');
  notice.className = 'picture-size-notice';
  Object.assign(notice.style, {
    padding: '12px 16px',
    borderRadius: '6px',
    background: '#fff4d6',
    color: '#1f2430',
    boxShadow: '0 2px 12px rgba(0,0,0,0.2)',
    font: '15px/1.45 system-ui, sans-serif',
  });
  const text = doc.createElement('p');
  text.style.margin = '0 0 8px';
  text.textContent = message;
  const close = doc.createElement('button');
  close.type = 'button';
  close.textContent = 'Close';
  close.addEventListener('click', () => notice.remove());
  notice.append(text, close);
  stack.append(notice);
}

/** Change events this guard sent on with the checked files, which Decap's own upload handles. */
const passed = new WeakSet<Event>();

/**
 * Every picture chosen for upload (the Cover picture's media library, Insert picture) is checked against the
 * limits in lib/content/picture-size.ts before Decap sees it: one over them is made smaller in the browser and
 * the editor is told what happened, in a notice at the foot of the page that stays until closed. Decap has no hook before an upload, so
 * this listens to the file box's change event first (capture), then hands Decap the checked files.
 */
export function guardPictureUploads(win: Window): void {
  win.addEventListener(
    'change',
    (event) => {
      const input = event.target as HTMLInputElement | null;
      if (passed.has(event) || input?.type !== 'file' || !input.files?.length) return;
      const files = [...input.files];
      if (!files.some((file) => file.type.startsWith('image/'))) return;
      event.stopImmediatePropagation();
      void Promise.all(
        files.map((file) => (file.type.startsWith('image/') ? shrinkPicture(file) : { file, message: null })),
      ).then((checked) => {
        for (const { message } of checked) if (message) showNotice(win.document, message);
        const transfer = new DataTransfer();
        for (const { file } of checked) transfer.items.add(file);
        input.files = transfer.files;
        const again = new Event('change', { bubbles: true });
        passed.add(again);
        input.dispatchEvent(again);
      });
    },
    true,
  );
}
