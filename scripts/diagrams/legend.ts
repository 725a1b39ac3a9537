/**
 * The legend drawn under every diagram (scripts/diagrams/render.ts): what each mark means, in
 * Spanish, for a product owner who never read Mermaid. A row is a sample mark and its meaning.
 */
export type LegendMark = 'box' | 'frame' | 'start' | 'end' | 'regions' | 'anyBox' | 'arrow' | 'dashedArrow' | 'code';

export interface LegendRow {
  mark: LegendMark;
  /** Text beside the arrow or in the code sample ('después de 1 s', 'cart.itemAdded [hasLine]'). */
  sample?: string;
  meaning: string;
}

export interface Legend {
  title: string;
  rows: readonly LegendRow[];
}

export const STATECHART_LEGEND: Legend = {
  title: 'Cómo leer este diagrama',
  rows: [
    { mark: 'box', meaning: 'Estado: arriba su nombre en el código; «entre comillas», qué significa' },
    { mark: 'frame', meaning: 'Marco: un estado con estados dentro; «(paralelo)» si sus partes están activas a la vez' },
    { mark: 'start', meaning: 'Inicio: el estado en que empieza la máquina o el marco' },
    { mark: 'end', meaning: 'Círculo doble: fin, la máquina o el marco terminó' },
    { mark: 'regions', meaning: 'Línea punteada dentro de un marco: separa partes paralelas, activas a la vez' },
    { mark: 'anyBox', meaning: '(cualquier estado): lo que se atiende esté donde esté dentro del marco' },
    { mark: 'arrow', sample: 'el cliente …, si …', meaning: 'Flecha: qué pasa y, tras «si», la condición que debe cumplirse' },
    { mark: 'arrow', sample: 'en otro caso', meaning: 'Ninguna condición anterior del mismo evento se cumplió' },
    { mark: 'arrow', sample: 'después de 1 s', meaning: 'Pasa ese tiempo en el estado sin que ocurra otra cosa' },
    { mark: 'arrow', sample: 'si … / de inmediato', meaning: 'Sin evento: se sigue apenas la condición se cumple' },
    {
      mark: 'code',
      sample: 'cart.itemAdded [hasLine]',
      meaning: 'En cursiva y pequeño: el evento y [la condición] como se llaman en el código',
    },
  ],
};

export const CONVERSATION_LEGEND: Legend = {
  title: 'Cómo leer este diagrama',
  rows: [
    { mark: 'box', meaning: 'Una máquina de estados de la tienda' },
    {
      mark: 'arrow',
      sample: 'evento',
      meaning: 'La máquina de origen le envía ese evento a la de destino (sendTo, por su id en el sistema)',
    },
    {
      mark: 'dashedArrow',
      sample: 'evento',
      meaning: 'La máquina lo entrega por la aplicación (una acción que la app implementa)',
    },
    { mark: 'code', sample: 'cart.sessionChanged', meaning: 'En cursiva y pequeño: el evento como se llama en el código' },
  ],
};
