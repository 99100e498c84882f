import type React from 'react';

export type ContentContext = {
  productName: string;
  owner: { name: string; nif: string; address: string };
  mailboxes: { contact: string; privacy: string; legal: string };
  publicUrl?: string;
};
export type ContentSection = { id: string; title: string; body: React.ReactNode };
export type LegalDocument = {
  title: string;
  description: string;
  updatedAt: string;
  sections: ContentSection[];
};
export type MarketingDocument = {
  title: string;
  description: string;
  lead: string;
  sections: ContentSection[];
};
