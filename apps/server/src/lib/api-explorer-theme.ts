/**
 * Swagger UI's colours, darkened to a 4.5:1 contrast (WCAG AA) with their white or light text, and its
 * server picker hidden; served as its theme. A string, so the compiled server carries it without a
 * file beside it.
 */
export const API_EXPLORER_CONTRAST_CSS = `
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1d63a8; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #177245; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #9a4d00; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #0b6b5a; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b71c1c; }
.swagger-ui .opblock.opblock-head .opblock-summary-method,
.swagger-ui .opblock.opblock-options .opblock-summary-method { background: #5b3a8a; }
.swagger-ui .info .title small { background: #4b5563; }
.swagger-ui .info .title small.version-stamp { background: #3f6212; }
.swagger-ui .info .url, .swagger-ui .info a { color: #1d4f91; }
.swagger-ui .btn.authorize, .swagger-ui .btn.authorize span { color: #177245; border-color: #177245; }
.swagger-ui .btn.authorize svg { fill: #177245; }
.swagger-ui .opblock-tag small, .swagger-ui .opblock .opblock-summary-description,
.swagger-ui .parameter__in, .swagger-ui .parameter__type, .swagger-ui .prop-format { color: #3b3b3b; }
.swagger-ui .opblock .opblock-summary-path__deprecated { color: #595959; }
/* The document names one server, the one serving it: the explorer needs no picker for it, nor its variable, which Swagger UI leaves unlabelled. */
.swagger-ui .scheme-container .servers-title, .swagger-ui .scheme-container .servers { display: none; }
`;
