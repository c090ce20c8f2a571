// A daily's address names its date in one query parameter (`?daily=`, `?dp=`): start-up reads it without the link
// codec, and the daily checks it when it is opened.

/** The date an address's `name` parameter names (unchecked), or null when it names none. */
export const dateParam =
  (name: string) =>
  (search: string): string | null => {
    try {
      return new URLSearchParams(search).get(name);
    } catch {
      return null;
    }
  };
