/**
 * The API documentation page (GET /api/docs, server/routes/apiDocs.ts). Part of the message
 * catalogue (machines/messages.ts); the operations themselves are described in the contract
 * (server/openapi.ts). Redactado (not in the spec).
 */
export const apiDocsTexts = {
  title: 'Documentación de la API — Pollos La Brasa',
  heading: 'Documentación de la API',
  intro:
    'Todas las llamadas de la API de referencia de la tienda en línea, con sus parámetros, cuerpos, respuestas y errores. ' +
    'Las respuestas son JSON UTF-8 y los mensajes de error vienen en español.',
  jsonLink: 'Descargar el contrato OpenAPI 3.1 (JSON)',
  loading: 'Cargando la documentación…',
  noScript: 'Esta página necesita JavaScript para mostrar la documentación. El contrato completo está en el enlace de arriba.',
  /** Redoc's own labels (its `labels` option), in Spanish. */
  labels: {
    enum: 'Valores',
    enumSingleValue: 'Valor',
    enumArray: 'Elementos',
    default: 'Por defecto',
    deprecated: 'Obsoleto',
    example: 'Ejemplo',
    examples: 'Ejemplos',
    recursive: 'Recursivo',
    arrayOf: 'Lista de ',
    webhook: 'Evento',
    const: 'Valor',
    noResultsFound: 'Sin resultados',
    download: 'Descargar',
    downloadSpecification: 'Descargar la especificación OpenAPI',
    responses: 'Respuestas',
    callbackResponses: 'Respuestas de la devolución de llamada',
    requestSamples: 'Ejemplos de solicitud',
    responseSamples: 'Ejemplos de respuesta',
  },
} as const;
