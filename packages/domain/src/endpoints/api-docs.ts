/** Where the OpenAPI document (`/json`) and its UI are served. */
export const API_DOCS_PATH = '/api/docs';
