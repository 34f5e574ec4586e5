/**
 * styled-components numbers each component's CSS group in the order components are created, and a page's
 * <style> lists its rules in that order. Pages are prerendered concurrently and load their modules lazily, so
 * the order (and so a page's bytes, and which of two equal-specificity rules wins) would depend on which page
 * happened to load first. Creating every component up front, in file order, makes every build the same.
 */
import.meta.glob(['/components/**/*.tsx', '/pages/**/+Page.tsx', '!**/*.spec.tsx'], { eager: true })
