#include "CReuseKitImageCodecs.h"
#include "box_downsample.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Everything that changes after setjmp lives on the heap: automatic variables modified between
// setjmp and longjmp are indeterminate afterwards.
typedef struct rk_png_context {
    const uint8_t *data;
    size_t length;
    size_t offset;
    int truncated;
    jmp_buf jump;
    rk_error *error;
    png_structp png;
    png_infop info;
    uint8_t *row;
    rk_box box;
} rk_png_context;

static void set_message(rk_error *error, const char *message) {
    if (error != NULL) {
        snprintf(error->message, sizeof error->message, "%s", message);
    }
}

static void on_error(png_structp png, png_const_charp message) {
    rk_png_context *context = png_get_error_ptr(png);
    set_message(context->error, message);
    longjmp(context->jump, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    // Warnings (bad ancillary chunks, odd profiles) never stop a decode and must not reach stderr.
    (void)png;
    (void)message;
}

static void on_read(png_structp png, png_bytep out, size_t count) {
    rk_png_context *context = png_get_io_ptr(png);
    if (count > context->length - context->offset) {
        context->truncated = 1;
        png_error(png, "the data ends before the image does");
    }
    memcpy(out, context->data + context->offset, count);
    context->offset += count;
}

static rk_png_context *context_create(const uint8_t *data, size_t length, rk_error *error) {
    rk_png_context *context = calloc(1, sizeof *context);
    if (context == NULL) {
        return NULL;
    }
    context->data = data;
    context->length = length;
    context->error = error;
    context->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, context, on_error, on_warning);
    if (context->png != NULL) {
        context->info = png_create_info_struct(context->png);
    }
    if (context->png == NULL || context->info == NULL) {
        png_destroy_read_struct(&context->png, &context->info, NULL);
        free(context);
        return NULL;
    }
    png_set_read_fn(context->png, context, on_read);
    // The caller enforces its own pixel budget on the declared size; libpng's default limit
    // (one million per side) would turn a too-large image into an unhelpful error.
    png_set_user_limits(context->png, 0x7fffffff, 0x7fffffff);
    return context;
}

static rk_status context_destroy(rk_png_context *context, rk_status status) {
    png_destroy_read_struct(&context->png, &context->info, NULL);
    free(context->row);
    rk_box_free(&context->box);
    free(context);
    return status;
}

static rk_status failure_status(const rk_png_context *context) {
    return context->truncated ? RK_STATUS_TRUNCATED : RK_STATUS_MALFORMED;
}

static rk_status check_signature(const uint8_t *data, size_t length, rk_error *error) {
    if (data == NULL || length < 8 || png_sig_cmp(data, 0, 8) != 0) {
        set_message(error, length < 8 ? "the data ends inside the PNG signature" : "not a PNG signature");
        return length < 8 ? RK_STATUS_TRUNCATED : RK_STATUS_MALFORMED;
    }
    return RK_STATUS_OK;
}

rk_status rk_png_read_info(const uint8_t *data, size_t length, rk_image_info *info, rk_error *error) {
    rk_status status = check_signature(data, length, error);
    if (status != RK_STATUS_OK) {
        return status;
    }
    rk_png_context *context = context_create(data, length, error);
    if (context == NULL) {
        set_message(error, "out of memory");
        return RK_STATUS_OUT_OF_MEMORY;
    }
    if (setjmp(context->jump)) {
        return context_destroy(context, failure_status(context));
    }
    png_read_info(context->png, context->info);
    png_structp png = context->png;
    png_infop png_info = context->info;
    int color_type = png_get_color_type(png, png_info);
    info->width = png_get_image_width(png, png_info);
    info->height = png_get_image_height(png, png_info);
    info->bit_depth = png_get_bit_depth(png, png_info);
    info->channels = png_get_channels(png, png_info);
    info->interlaced = png_get_interlace_type(png, png_info) != PNG_INTERLACE_NONE;
    info->has_alpha = (color_type & PNG_COLOR_MASK_ALPHA) != 0 || png_get_valid(png, png_info, PNG_INFO_tRNS) != 0;
    return context_destroy(context, RK_STATUS_OK);
}

// Reads an Adam7 image pass by pass without libpng's de-interlacing, which would need the whole
// image in memory: every pixel of the image appears in exactly one pass.
static void read_passes_into_box(rk_png_context *context, uint32_t width, uint32_t height) {
    for (int pass = 0; pass < 7; pass++) {
        uint32_t columns = PNG_PASS_COLS(width, pass);
        uint32_t rows = PNG_PASS_ROWS(height, pass);
        if (columns == 0 || rows == 0) {
            continue;
        }
        for (uint32_t r = 0; r < rows; r++) {
            png_read_row(context->png, context->row, NULL);
            rk_box_add(&context->box, context->row, columns, PNG_ROW_FROM_PASS_ROW(r, pass),
                       PNG_PASS_START_COL(pass), 1u << PNG_PASS_COL_SHIFT(pass));
        }
    }
}

static void read_rows_into_box(rk_png_context *context, uint32_t width, uint32_t height) {
    for (uint32_t y = 0; y < height; y++) {
        png_read_row(context->png, context->row, NULL);
        rk_box_add(&context->box, context->row, width, y, 0, 1);
    }
}

rk_status rk_png_decode(const uint8_t *data, size_t length, uint8_t *pixels, uint32_t width,
                        uint32_t height, rk_error *error) {
    rk_status status = check_signature(data, length, error);
    if (status != RK_STATUS_OK) {
        return status;
    }
    rk_png_context *context = context_create(data, length, error);
    if (context == NULL) {
        set_message(error, "out of memory");
        return RK_STATUS_OUT_OF_MEMORY;
    }
    if (setjmp(context->jump)) {
        return context_destroy(context, failure_status(context));
    }
    png_structp png = context->png;
    png_infop info = context->info;
    png_read_info(png, info);
    uint32_t source_width = png_get_image_width(png, info);
    uint32_t source_height = png_get_image_height(png, info);
    int interlaced = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;
    if (width == 0 || height == 0 || width > source_width || height > source_height) {
        set_message(error, "the output size must be non-zero and no larger than the image");
        return context_destroy(context, RK_STATUS_INVALID_ARGUMENT);
    }
    int downsample = width != source_width || height != source_height;

    png_set_expand(png);
    png_set_strip_16(png);
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    int passes = downsample ? 1 : png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_channels(png, info) != 4 || png_get_bit_depth(png, info) != 8 ||
        png_get_rowbytes(png, info) != (size_t)source_width * 4) {
        set_message(error, "libpng did not produce RGBA8 rows");
        return context_destroy(context, RK_STATUS_MALFORMED);
    }

    if (!downsample) {
        size_t stride = (size_t)width * 4;
        for (int pass = 0; pass < passes; pass++) {
            for (uint32_t y = 0; y < height; y++) {
                png_read_row(png, pixels + y * stride, NULL);
            }
        }
    } else {
        context->row = malloc((size_t)source_width * 4);
        if (context->row == NULL ||
            !rk_box_init(&context->box, source_width, source_height, width, height, !interlaced, pixels)) {
            set_message(error, "out of memory");
            return context_destroy(context, RK_STATUS_OUT_OF_MEMORY);
        }
        if (interlaced) {
            read_passes_into_box(context, source_width, source_height);
        } else {
            read_rows_into_box(context, source_width, source_height);
        }
        rk_box_finish(&context->box);
    }
    png_read_end(png, NULL);
    return context_destroy(context, RK_STATUS_OK);
}
