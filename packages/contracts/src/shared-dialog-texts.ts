/** Texts of the shared dialogs and the paging bar (spec 3 §2.10, §8). */
export const SHARED_DIALOG_TEXTS = {
  confirmYes: 'Yes',
  confirmCancel: 'Cancel',
  confirmSuccess: 'Success!',
  confirmError: 'An error occurred',
  gotIt: 'Got it!',
  noResults: 'No results',
  pageSize: 'Per page',
} as const;
