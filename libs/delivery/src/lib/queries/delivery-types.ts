// The delivery calls' payloads and answers, named once from the generated contract.
import type { Schemas } from '@toufang/api';

export type DeliveryFilter = Schemas['DeliveryFilter'];
export type DeliveryListQuery = Schemas['DeliveryListQuery'];
export type DeliveryPage = Schemas['DeliveryPage'];
export type DeliveryRow = Schemas['DeliveryRow'];
export type DeliveryPathItem = Schemas['DeliveryPathItem'];
export type MetricValues = Schemas['MetricValues'];
export type DeliverySearch = Schemas['DeliverySearch'];
export type DeliveryIndicators = Schemas['DeliveryIndicators'];
export type DeliverySort = Schemas['DeliverySort'];
export type DeliveryTrendQuery = Schemas['DeliveryTrendQuery'];
export type DeliveryTrend = Schemas['DeliveryTrend'];
export type DeliveryEditRequest = Schemas['DeliveryEditRequest'];
export type DeliveryEditField = Schemas['DeliveryEditField'];
export type DeliveryEditItem = Schemas['DeliveryEditItem'];
export type DeliveryEditStart = Schemas['DeliveryEditStart'];
export type DeliveryEditRefusal = Schemas['DeliveryEditRefusal'];
export type DeliveryEdit = Schemas['DeliveryEdit'];
export type DeliveryEditResult = Schemas['DeliveryEditResult'];
export type DeliveryExportRequest = Schemas['DeliveryExportRequest'];
export type DeliveryExport = Schemas['DeliveryExport'];
export type DeliveryRefresh = Schemas['DeliveryRefresh'];
export type DeliveryColumns = Schemas['DeliveryColumns'];
