/** The history map's colours: the track and the slider's marker stand out on either basemap. */
export function trackColours(theme: 'light' | 'dark') {
  return theme === 'dark' ? { line: '#60a5fa', marker: '#f87171' } : { line: '#1d4ed8', marker: '#dc2626' };
}
