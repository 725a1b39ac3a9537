/** Favourites, recommended products, registration coupon and administrator preferences (all redactado). */
export const accountTexts = {
  productNotFound: 'El producto no existe.',
  notAFavourite: 'Este producto no está en tus favoritos.',
  favouritesFull: 'Ya tienes 100 favoritos: quita alguno para agregar otro.',
  dateNotToday: 'La fecha debe ser la de hoy.',
  registrationCoupon: (value: string, minimum: string) =>
    `Regístrate y recibe ${value} de descuento en tu primer pedido desde ${minimum}.`,
  preferenceKeyInvalid: 'La llave de la preferencia no es válida.',
  maintenanceValueInvalid: 'El valor de mantenimiento debe ser S o N.',
  popupImageInvalid: 'La imagen debe ser una ruta del sitio (/...) o una dirección https.',
  preferenceSaved: 'Preferencia guardada.',
} as const;
