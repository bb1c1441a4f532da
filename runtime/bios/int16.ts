/**
 * INT 16h, the BIOS keyboard services, and the 16-word type-ahead buffer at 0040:001E they read.
 * The buffer is full when tail+2 == head, so 15 keys fit (DOSBox bios_keyboard.cpp, IBM BIOS).
 */
export class KeyBuffer {
  // TODO(keyboard)
  isEmpty(): boolean {
    return true;
  }
}
