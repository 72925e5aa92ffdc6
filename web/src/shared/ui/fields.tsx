/**
 * Every form field of the app, from one import: the text-like fields (text-fields.tsx), the date box (date-input.tsx)
 * and the choice fields (choice-fields.tsx).
 */
export { FieldError, MoneyInput, TextInput, type FieldProps } from './text-fields';
export { DATE_FORMAT_MESSAGE, DateInput } from './date-input';
export { Checkbox, RadioGroup, SelectField, type ChoiceOption } from './choice-fields';
