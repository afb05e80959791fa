export { DocumentPreview, type DocumentPreviewProps } from './document-preview';
export { FileIcon, type FileIconProps } from './file-icon';
export * from './file-types';
