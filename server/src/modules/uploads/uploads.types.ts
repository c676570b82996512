/** The uploads module's public contract: where stored files are served (the GridFS storage stays private). */
export { UPLOADS_URL_PREFIX } from './gridfs.storage.js';
