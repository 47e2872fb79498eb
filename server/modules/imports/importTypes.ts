import type { Schemas } from '../../contract/operations';

export type ImportField = Schemas['ImportField'];
export type ImportMapping = Schemas['ImportMapping'];
export type ImportRowProblem = Schemas['ImportRowProblem'];
export type ImportSkip = Schemas['ImportSkip'];
export type OfficeImportDto = Schemas['OfficeImport'];
export type ImportPreviewDto = Schemas['ImportPreview'];
