/**
 * The visitor's theme choice, applied before the first paint: a classic inline script at the top of <head>
 * (so nothing is painted before it runs), allowed by its hash in the one Content-Security-Policy
 * (lib/security-headers.ts). Without a stored choice it does nothing and the CSS follows
 * prefers-color-scheme. components/behaviour/theme-toggle.client.ts stores the choice.
 */
export const THEME_STORAGE_KEY = 'kilele-theme'

export const themeInitScript = `try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t==='dark'||t==='light')document.documentElement.dataset.theme=t}catch(e){}`
