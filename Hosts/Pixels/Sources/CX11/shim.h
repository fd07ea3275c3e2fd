#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
#include <X11/extensions/XInput2.h>
#include <X11/extensions/XShm.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <locale.h>

// Xlib's accessors are macros, which Swift cannot call.
static inline int cx11_connection_number(Display *display) { return ConnectionNumber(display); }
static inline int cx11_default_screen(Display *display) { return DefaultScreen(display); }
static inline Window cx11_root_window(Display *display, int screen) { return RootWindow(display, screen); }
static inline Visual *cx11_default_visual(Display *display, int screen) { return DefaultVisual(display, screen); }
static inline int cx11_default_depth(Display *display, int screen) { return DefaultDepth(display, screen); }
static inline GC cx11_default_gc(Display *display, int screen) { return DefaultGC(display, screen); }
static inline int cx11_mask_is_set(const unsigned char *mask, int bit) { return XIMaskIsSet(mask, bit); }
static inline void cx11_mask_set(unsigned char *mask, int bit) { XISetMask(mask, bit); }

// XCreateIC takes a variadic list of attributes, which Swift cannot pass: an input context for
// the window that shows no preedit or status of its own (composed text arrives as committed).
static inline XIC cx11_create_input_context(XIM im, Window window) {
    return XCreateIC(im, XNInputStyle, XIMPreeditNothing | XIMStatusNothing, XNClientWindow, window,
                     XNFocusWindow, window, NULL);
}
