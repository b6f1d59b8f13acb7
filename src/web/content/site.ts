// Contact details and social links of the trust. SAMPLE CONTENT: replace with the real ones.

export interface SocialLink {
  name: 'Facebook' | 'Instagram' | 'X' | 'YouTube';
  href: string;
}

export const contactDetails = {
  addressLines: ['Hill Camps Education Trust', 'Raj Nagar', 'Ghaziabad, Uttar Pradesh 201002'],
  phone: '+91 98765 43210',
  email: 'contact@hillcamps.example.org',
};
