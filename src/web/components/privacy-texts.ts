// Personal data's texts in the page's language: English from this chunk (only the notice and the
// privacy pages load it); another language's from the page's data, as the slot coordinators' texts.
import { privacy } from '../../shared/messages/en-privacy';
import { useMessages } from '../lib/app-context';

export const usePrivacyTexts = () => useMessages().privacy ?? privacy;
