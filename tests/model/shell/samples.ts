import { shellMachine } from '../../../machines/shell';
import { defineSamples } from '../../../tools/statecharts/testModel';

export default defineSamples(shellMachine, {
  inputs: {
    'invitado sin cookies en /': { isGuest: true, cookiesAccepted: false, path: '/' },
    'invitado con cookies en /login': { isGuest: true, cookiesAccepted: true, path: '/login' },
    'cliente en /': { isGuest: false, cookiesAccepted: true, path: '/' },
  },
  events: {
    'shell.navigated': { 'a /': { path: '/' }, 'a /registro': { path: '/registro' } },
    'shell.audienceChanged': {
      'invitado acepta cookies': { isGuest: true, cookiesAccepted: true },
      'invitado sin cookies': { isGuest: true, cookiesAccepted: false },
      cliente: { isGuest: false, cookiesAccepted: true },
    },
  },
  labels: {
    'shell.menuOpened': 'MENÚ',
    'shell.menuClosed': 'CERRAR MENÚ',
    'shell.locationOpened': 'UBICACIÓN',
    'shell.locationClosed': 'CERRAR UBICACIÓN',
    'shell.cityChoiceOpened': 'ELEGIR CIUDAD',
    'shell.cityApplied': 'CIUDAD APLICADA',
    'shell.navigated': 'IR A',
    'shell.audienceChanged': 'SESIÓN/CONSENTIMIENTO',
    'shell.promotionAsked': 'CUPÓN ACTIVO',
    'shell.promotionSettled': 'CUPÓN TERMINA',
    'shell.cityAnswerRestored': 'YA RESPONDIDA',
    'shell.cityAnswerMissing': 'SIN RESPUESTA',
    'shell.cityKept': 'MANTENER',
    'shell.cityChangeChosen': 'CAMBIAR',
  },
  simplePaths: false,
});
