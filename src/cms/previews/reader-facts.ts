import { useEffect, useState } from 'react';
import { spriteSymbols } from '../../lib/blog/cover-svg';
import { glyphSprite } from '../../components/ui/glyph-sprite';
import { READER_FACTS_FILE, type ReaderFacts } from './reader-facts-file';

export interface LoadedFacts {
  facts: ReaderFacts | null;
  /** The glyph sprite's drawings by name, for drawn covers (empty until loaded). */
  marks: ReadonlyMap<string, string>;
}

let loading: Promise<LoadedFacts> | null = null;

/** Both files, fetched once per editor session; a failed fetch leaves the preview without these extras. */
function load(): Promise<LoadedFacts> {
  loading ??= Promise.all([
    fetch(`/admin/${READER_FACTS_FILE}`)
      .then((response) => (response.ok ? (response.json() as Promise<ReaderFacts>) : null))
      .catch(() => null),
    fetch(glyphSprite)
      .then((response) => (response.ok ? response.text() : ''))
      .then(spriteSymbols)
      .catch(() => new Map<string, string>()),
  ]).then(([facts, marks]) => ({ facts, marks }));
  return loading;
}

/** The facts for a preview: empty at first, then filled in once loaded (the preview renders again). */
export function useReaderFacts(): LoadedFacts {
  const [loaded, setLoaded] = useState<LoadedFacts>({ facts: null, marks: new Map() });
  useEffect(() => {
    let live = true;
    void load().then((value) => {
      if (live) setLoaded(value);
    });
    return () => {
      live = false;
    };
  }, []);
  return loaded;
}
