import { disclosureMachine } from '../../../machines/disclosure';
import { defineSamples } from '../../../tools/statecharts/testModel';

export default defineSamples(disclosureMachine, {
  inputs: { 'sugerencias de búsqueda (200 ms)': { closeDelayMs: 200 } },
  labels: {
    'disclosure.opened': 'ABRIR',
    'disclosure.left': 'SALIR',
    'disclosure.closed': 'CERRAR',
    CLOSE_DELAY: 'pasan 200 ms',
  },
  simplePaths: { maxStates: 12, maxPaths: 60 },
});
