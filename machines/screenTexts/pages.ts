/** The maintenance, not-found and payment-result pages. */
export const pageTexts = {
  maintenanceBody: 'Estamos haciendo ajustes para atenderte mejor. Vuelve a intentarlo en unos minutos.', // (redactado)
  maintenanceHelp: (phone: string) => `Si necesitas ayuda con un pedido, llámanos al ${phone}.`, // (redactado)
  retry: 'Reintentar', // (redactado)
  staffLogin: 'Acceso para administradores', // (redactado) the maintenance page's discreet link
  secondsLeft: (s: number) => (s === 1 ? 'Reintentando en 1 segundo' : `Reintentando en ${s} segundos`), // (redactado)
  notFoundBody: 'La página que buscas no existe o cambió de dirección.', // (redactado)
  continueShopping: 'Seguir comprando', // (redactado)
  orderStatus: 'Estado', // (redactado)
  orderNumberLabel: 'Pedido número', // (redactado)
  orderPendingTitle: 'Tu pago está en proceso', // (redactado)
  orderFailedTitle: 'No pudimos completar tu pago', // (redactado)
  viewMyOrders: 'Ver mis pedidos', // (redactado)
} as const;
