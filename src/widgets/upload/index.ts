export { SingleUpload, type SingleUploadProps } from './single-upload';
export { MultiUpload, type MultiUploadProps } from './multi-upload';
export * from './upload-rules';
