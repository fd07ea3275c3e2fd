#include "CReuseKitImageCodecs.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Heap-allocated so that its fields stay valid after a longjmp.
typedef struct rk_png_writer {
    jmp_buf jump;
    rk_error *error;
    png_structp png;
    png_infop info;
    uint8_t *buffer;
    size_t length;
    size_t capacity;
} rk_png_writer;

static void on_error(png_structp png, png_const_charp message) {
    rk_png_writer *writer = png_get_error_ptr(png);
    if (writer->error != NULL) {
        snprintf(writer->error->message, sizeof writer->error->message, "%s", message);
    }
    longjmp(writer->jump, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void on_write(png_structp png, png_bytep data, size_t count) {
    rk_png_writer *writer = png_get_io_ptr(png);
    if (count > writer->capacity - writer->length) {
        size_t capacity = writer->capacity * 2 + count;
        uint8_t *grown = realloc(writer->buffer, capacity);
        if (grown == NULL) {
            png_error(png, "out of memory");
        }
        writer->buffer = grown;
        writer->capacity = capacity;
    }
    memcpy(writer->buffer + writer->length, data, count);
    writer->length += count;
}

static void on_flush(png_structp png) {
    (void)png;
}

rk_status rk_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height, int interlaced,
                        uint8_t **output, size_t *output_length, rk_error *error) {
    if (pixels == NULL || width == 0 || height == 0) {
        if (error != NULL) {
            snprintf(error->message, sizeof error->message, "invalid image for encoding");
        }
        return RK_STATUS_INVALID_ARGUMENT;
    }
    rk_png_writer *writer = calloc(1, sizeof *writer);
    if (writer == NULL) {
        return RK_STATUS_OUT_OF_MEMORY;
    }
    writer->error = error;
    writer->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, writer, on_error, on_warning);
    if (writer->png != NULL) {
        writer->info = png_create_info_struct(writer->png);
    }
    if (writer->png == NULL || writer->info == NULL) {
        png_destroy_write_struct(&writer->png, &writer->info);
        free(writer);
        return RK_STATUS_OUT_OF_MEMORY;
    }
    if (setjmp(writer->jump)) {
        png_destroy_write_struct(&writer->png, &writer->info);
        free(writer->buffer);
        free(writer);
        return RK_STATUS_MALFORMED;
    }
    png_set_write_fn(writer->png, writer, on_write, on_flush);
    png_set_IHDR(writer->png, writer->info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA,
                 interlaced ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
                 PNG_FILTER_TYPE_DEFAULT);
    png_write_info(writer->png, writer->info);
    int passes = png_set_interlace_handling(writer->png);
    size_t stride = (size_t)width * 4;
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < height; y++) {
            png_write_row(writer->png, pixels + y * stride);
        }
    }
    png_write_end(writer->png, NULL);
    png_destroy_write_struct(&writer->png, &writer->info);
    *output = writer->buffer;
    *output_length = writer->length;
    free(writer);
    return RK_STATUS_OK;
}
