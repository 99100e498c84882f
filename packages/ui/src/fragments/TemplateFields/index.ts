export { TemplateFields, templateFieldTypes } from './TemplateFields';
export type {
  TemplateFieldsProps,
  TemplateFieldsLabels,
  TemplateFieldItem,
  TemplateFieldType,
} from './TemplateFields';
