// The C side of ReuseKitImages: libpng and libjpeg report errors by longjmp, which Swift cannot
// catch, so every call into them happens here, behind setjmp, and comes back as a status code.
//
// Every decoder writes RGBA8 with straight (not premultiplied) alpha, rows top to bottom, no
// padding. Callers read the header first, check the declared size against their pixel budget and
// only then allocate the output: no function here allocates anything proportional to the
// source image except libjpeg's own coefficient buffers for progressive files.

#ifndef CREUSEKIT_IMAGE_CODECS_H
#define CREUSEKIT_IMAGE_CODECS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The outcome of a codec call; on anything but `RK_STATUS_OK` the output is unspecified.
typedef enum rk_status {
    RK_STATUS_OK = 0,
    /// The data ends before the image does.
    RK_STATUS_TRUNCATED = 1,
    /// The library rejected the data; the error message says why.
    RK_STATUS_MALFORMED = 2,
    /// An allocation failed.
    RK_STATUS_OUT_OF_MEMORY = 3,
    /// The requested output size is zero or larger than the image.
    RK_STATUS_INVALID_ARGUMENT = 4,
    /// A progressive JPEG has more scans than allowed (a CPU bomb).
    RK_STATUS_TOO_MANY_SCANS = 5,
} rk_status;

/// What a header declares.
typedef struct rk_image_info {
    uint32_t width;
    uint32_t height;
    /// Bits per sample (PNG 1–16, JPEG 8).
    uint8_t bit_depth;
    /// Samples per pixel in the file (PNG 1–4; JPEG components).
    uint8_t channels;
    /// PNG Adam7 interlacing or progressive JPEG.
    uint8_t interlaced;
    /// An alpha channel or a tRNS chunk.
    uint8_t has_alpha;
} rk_image_info;

/// A readable reason for a failed call.
typedef struct rk_error {
    char message[200];
} rk_error;

/// Reads a PNG header (everything before the first IDAT chunk).
rk_status rk_png_read_info(const uint8_t *data, size_t length, rk_image_info *info, rk_error *error);

/// Decodes a PNG into `pixels` (`width * height * 4` bytes).
///
/// With the image's own size this is an exact decode; with a smaller size the rows are read one
/// by one (pass by pass for Adam7) and box-averaged straight into `pixels`, so a thumbnail never
/// holds a full-size bitmap. Any colour type and bit depth is expanded to RGBA8 (16-bit samples
/// keep their high byte; palette and tRNS become alpha).
rk_status rk_png_decode(const uint8_t *data, size_t length, uint8_t *pixels, uint32_t width,
                        uint32_t height, rk_error *error);

/// Reads a JPEG header.
rk_status rk_jpeg_read_info(const uint8_t *data, size_t length, rk_image_info *info, rk_error *error);

/// Decodes a JPEG into `pixels` (`width * height * 4` bytes).
///
/// libjpeg's DCT scaling shrinks by `scale_denominator` (1, 2, 4 or 8) while decoding; when the
/// requested size is smaller still, the scaled rows are box-averaged into `pixels` one by one.
/// Grayscale, YCbCr, RGB and CMYK/YCCK (Adobe-inverted or not) files are supported; a
/// progressive file with more than `max_scans` scans is rejected.
rk_status rk_jpeg_decode(const uint8_t *data, size_t length, uint32_t scale_denominator,
                         uint32_t max_scans, uint8_t *pixels, uint32_t width, uint32_t height,
                         rk_error *error);

/// Encodes 1 (gray), 3 (RGB) or 4 (CMYK, Adobe-inverted) channel pixels as a JPEG.
///
/// Used by tests and tools to make fixtures; free `*output` with `rk_free`.
rk_status rk_jpeg_encode(const uint8_t *pixels, uint32_t width, uint32_t height, uint32_t channels,
                         int quality, int progressive, uint8_t **output, size_t *output_length,
                         rk_error *error);

/// Encodes RGBA8 pixels as a PNG (optionally Adam7-interlaced).
///
/// Used by tests and benchmarks to make inputs; free `*output` with `rk_free`.
rk_status rk_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height, int interlaced,
                        uint8_t **output, size_t *output_length, rk_error *error);

/// Frees memory returned by this library.
void rk_free(void *pointer);

#ifdef __cplusplus
}
#endif

#endif
