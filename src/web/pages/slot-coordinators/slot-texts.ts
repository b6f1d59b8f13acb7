// The page's own texts in the page's language: English from this chunk; another language's from
// the page's data, where the server put them with the rest of that language's catalogue (0021).
import { slotCoordinators } from '../../../shared/messages/en-slot-coordinators';
import { useMessages } from '../../lib/app-context';

export const useSlotTexts = () => useMessages().slotCoordinators ?? slotCoordinators;
