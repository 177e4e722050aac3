/** Images: the drawings generated from data (a wordmark per vendor, a picture per part) served under /img. */
export { imageRoutes } from './images.routes';
export { createImageService } from './images.service';
