import { appUpdateMachine } from '../../../machines/appUpdate';
import { defineSamples } from '../../../tools/statecharts/testModel';

export default defineSamples(appUpdateMachine, {
  labels: { 'appUpdate.found': 'VERSIÓN NUEVA', 'appUpdate.accepted': 'ACTUALIZAR', 'appUpdate.dismissed': 'AHORA NO' },
});
