// The donor statement's texts in the page's language: English from this chunk (only this page loads
// it); Hindi from the page's data (entry-server.tsx), as the privacy pages' texts.
import { donorStatement } from '../../../shared/messages/en-donor-statement';
import { useMessages } from '../../lib/app-context';

export const useStatementTexts = () => useMessages().donorStatement ?? donorStatement;
