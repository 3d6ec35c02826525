/** Every Persian string the web app shows, in one module so another language can be added later. */
export const messages = {
  app: {
    name: 'پرده',
    tagline: 'فیلم‌ها و سریال‌ها را پیدا کنید، بشناسید و تماشا کنید.',
  },
} as const;
