// The search feature's public file: what other features may use (the enquiry form's boat typeahead).
export { useSearchInput } from './api/get-search-input';
