/** Interactive components hydrated in the browser; everything else on a page is static HTML. */
export type IslandName = 'HeroCarousel' | 'StoriesCarousel' | 'TestimonialsCarousel' | 'NewsletterForm' | 'ContactForm' | 'ResourceTabs' | 'WebinarForm'
