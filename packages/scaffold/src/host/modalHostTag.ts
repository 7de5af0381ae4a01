/** The tag name of the element that hosts the modal (`<appkit-modal>`). */
export const MODAL_HOST_TAG = 'appkit-modal'
