// The fixed choices of the website's forms in Hindi (en-choices.ts): labels only, the stored
// values stay the English ones.
import type { ChoiceLabels } from './en-choices';

export const choicesHi: ChoiceLabels = {
  volunteerRoles: {
    Teacher: 'शिक्षक',
    Mentor: 'मार्गदर्शक (मेंटर)',
    'Content Creator': 'पढ़ाई की सामग्री बनाने वाले',
    'Technical Support': 'तकनीकी सहायता',
    'Administrative Support': 'प्रशासनिक सहायता',
    'Field Coordinator': 'फ़ील्ड समन्वयक',
    Other: 'अन्य',
  },
  organizationTypes: {
    'Corporate/Business': 'कंपनी/व्यवसाय',
    'NGO/Non-Profit': 'स्वयंसेवी संस्था (NGO)',
    'Educational Institution': 'शिक्षण संस्थान',
    'Government Agency': 'सरकारी विभाग',
    'Foundation/Trust': 'फ़ाउंडेशन/ट्रस्ट',
    'Individual Philanthropist': 'व्यक्तिगत दानदाता',
    Other: 'अन्य',
  },
};
