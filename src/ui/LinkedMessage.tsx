import { messageParts } from '../../machines/rules/messageLinks';
import { orderMessages } from '../../machines/screenTexts/order';
import { AppLink } from './AppLink';

/** A message that may name screens by path ('… en /seguir-pedidos'): each known path shows as a link with its name. */
export function LinkedMessage({ text }: { text: string }) {
  return (
    <>
      {messageParts(text, orderMessages.linkNames).map((part, i) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <AppLink key={`${i}-${part.path}`} href={part.path}>
            {part.name}
          </AppLink>
        ),
      )}
    </>
  );
}
