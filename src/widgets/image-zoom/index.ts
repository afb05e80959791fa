export { ImageZoomProvider } from './image-zoom-provider';
export { useImageZoom, type ImageZoomApi } from './image-zoom-context';
