export {
  type DocumentSummary,
  zDocumentList,
  zDocumentParams,
  zDocumentSummary,
} from '@hearth/domain/journey/documents';
