export { DocumentLink, type DocumentLinkProps } from './document-link';
export { DocumentPreview, type DocumentPreviewProps } from './document-preview';
export { FileIcon, type FileIconProps } from './file-icon';
export * from './file-types';
