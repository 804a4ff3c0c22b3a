/** Forms: fields with their label, hint and error (GOV.UK Frontend's patterns), the error summary, and the search box. */
// Each line: export * from './components/<Name>'; the package exports this layer alone as @parchment/ui/forms.
export * from './components/Field';
export * from './components/TextField';
export * from './components/Textarea';
export * from './components/Select';
export * from './components/Fieldset';
export * from './components/Checkboxes';
export * from './components/Radios';
export * from './components/ErrorSummary';
export * from './components/SearchBox';
