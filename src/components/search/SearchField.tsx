import React from 'react';
import { SEARCH_PATH } from '../../lib/search/search-text';
import * as S from './Search.styles';

interface SearchFieldProps {
  id: string;
  query: string;
  onQueryChange: (query: string) => void;
  inputRef?: React.Ref<HTMLInputElement>;
}

/**
 * The search box: a GET form to /search/ (so Enter, or a visitor without JavaScript, lands on the
 * search page with ?q=) whose input searches as the visitor types.
 */
export function SearchField({ id, query, onQueryChange, inputRef }: SearchFieldProps) {
  return (
    <form role="search" action={SEARCH_PATH} method="get" onSubmit={(event) => event.preventDefault()}>
      <S.Label htmlFor={id}>Search the site</S.Label>
      <S.Input
        ref={inputRef}
        id={id}
        type="search"
        role="searchbox"
        name="q"
        autoComplete="off"
        spellCheck={false}
        placeholder="Posts, services, expertise, jobs"
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
      />
    </form>
  );
}
