import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { SEARCH_SUGGESTIONS_CLOSE_DELAY_MS } from '../../../machines/constants';
import { selectProducts } from '../../../machines/catalogue';
import { useDisclosure } from '../../app/disclosure';
import { useCatalogue } from '../../app/hooks';
import { SearchBox, type SearchGroup } from './SearchBox';

const MAX_SUGGESTIONS = 8;

type SearchRules = typeof import('./searchSuggestions');
/** The search rules and slugs (./searchSuggestions), imported when the customer first focuses or types in the box: not at start. */
let searchRules: Promise<SearchRules> | null = null;
const loadSearchRules = () => (searchRules ??= import('./searchSuggestions'));

/** Header search: suggestions from the loaded catalogue; Enter goes to productos?textoBusqueda=… */
export function SearchContainer() {
  const [, navigate] = useLocation();
  const products = useCatalogue(selectProducts);
  // A code chunk once loaded, not a state of the search: the suggestions are built from it.
  const [rules, setRules] = useState<SearchRules | null>(null);
  const wantRules = () => void loadSearchRules().then(setRules);
  // Built once the rules are in (the first focus), not while the page hydrates.
  const suggest = useMemo(() => (rules ? rules.suggestionsFor(products, MAX_SUGGESTIONS) : null), [rules, products]);
  // The box's typed text (an input's value): the suggestions are a pure function of it.
  const [text, setText] = useState('');
  const list = useDisclosure(SEARCH_SUGGESTIONS_CLOSE_DELAY_MS);

  const groups: SearchGroup[] = useMemo(() => (text.trim() === '' || !suggest ? [] : suggest(text)), [suggest, text]);

  return (
    <SearchBox
      value={text}
      onChange={(value) => {
        wantRules();
        setText(value);
        list.open();
      }}
      onSubmit={(value) => {
        list.close();
        const query = value.trim();
        navigate(query === '' ? '/productos' : `/productos?textoBusqueda=${encodeURIComponent(query)}`);
      }}
      onClear={() => setText('')}
      onFocus={() => {
        wantRules();
        list.open();
      }}
      onBlur={list.leave}
      onSelect={(s) => {
        list.close();
        navigate(s.href);
      }}
      open={list.shown && text.trim() !== ''}
      groups={groups}
    />
  );
}
