import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { SEARCH_SUGGESTIONS_CLOSE_DELAY_MS } from '../../machines/constants';
import { selectProducts } from '../../machines/catalogue';
import { disclosureMachine, selectIsShown } from '../../machines/disclosure';
import { useCatalogue } from '../app/hooks';
import { SearchBox, type SearchGroup } from '../ui/SearchBox';

const MAX_SUGGESTIONS = 8;

type SearchRules = typeof import('./searchSuggestions');
/** The search rules and slugs (./searchSuggestions), imported when the customer first focuses or types in the box: not at start. */
let searchRules: Promise<SearchRules> | null = null;
const loadSearchRules = () => (searchRules ??= import('./searchSuggestions'));

/** Header search: suggestions from the loaded catalogue; Enter goes to productos?textoBusqueda=… */
export function SearchContainer() {
  const [, navigate] = useLocation();
  const products = useCatalogue(selectProducts);
  const [rules, setRules] = useState<SearchRules | null>(null);
  const wantRules = () => void loadSearchRules().then(setRules);
  // Built once the rules are in (the first focus), not while the page hydrates.
  const suggest = useMemo(() => (rules ? rules.suggestionsFor(products, MAX_SUGGESTIONS) : null), [rules, products]);
  const [text, setText] = useState('');
  const list = useActorRef(disclosureMachine, { input: { closeDelayMs: SEARCH_SUGGESTIONS_CLOSE_DELAY_MS } });
  const open = useSelector(list, selectIsShown);

  const groups: SearchGroup[] = useMemo(() => (text.trim() === '' || !suggest ? [] : suggest(text)), [suggest, text]);

  return (
    <SearchBox
      value={text}
      onChange={(value) => {
        wantRules();
        setText(value);
        list.send({ type: 'disclosure.opened' });
      }}
      onSubmit={(value) => {
        list.send({ type: 'disclosure.closed' });
        const query = value.trim();
        navigate(query === '' ? '/productos' : `/productos?textoBusqueda=${encodeURIComponent(query)}`);
      }}
      onClear={() => setText('')}
      onFocus={() => {
        wantRules();
        list.send({ type: 'disclosure.opened' });
      }}
      onBlur={() => list.send({ type: 'disclosure.left' })}
      onSelect={(s) => {
        list.send({ type: 'disclosure.closed' });
        navigate(s.href);
      }}
      open={open && text.trim() !== ''}
      groups={groups}
    />
  );
}
