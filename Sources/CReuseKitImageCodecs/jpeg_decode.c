#include "box_downsample.h"
#include "jpeg_common.h"

#include <stdlib.h>
#include <string.h>

// Everything that changes after setjmp lives on the heap: automatic variables modified between
// setjmp and longjmp are indeterminate afterwards.
typedef struct rk_jpeg_decoder {
    struct jpeg_decompress_struct info;
    rk_jpeg_error_manager errors;
    struct jpeg_progress_mgr progress;
    uint32_t max_scans;
    uint8_t *row;
    rk_box box;
} rk_jpeg_decoder;

static void on_progress(j_common_ptr common) {
    rk_jpeg_decoder *decoder = common->client_data;
    if (decoder->max_scans != 0 && (uint32_t)decoder->info.input_scan_number > decoder->max_scans) {
        decoder->errors.status = RK_STATUS_TOO_MANY_SCANS;
        if (decoder->errors.error != NULL) {
            snprintf(decoder->errors.error->message, sizeof decoder->errors.error->message,
                     "more than %u progressive scans", decoder->max_scans);
        }
        longjmp(decoder->errors.jump, 1);
    }
}

static rk_jpeg_decoder *decoder_create(const uint8_t *data, size_t length, rk_error *error) {
    rk_jpeg_decoder *decoder = calloc(1, sizeof *decoder);
    if (decoder == NULL) {
        return NULL;
    }
    rk_jpeg_install_errors((j_common_ptr)&decoder->info, &decoder->errors, error);
    decoder->info.client_data = decoder;
    return decoder;
}

static rk_status decoder_destroy(rk_jpeg_decoder *decoder, rk_status status) {
    jpeg_destroy_decompress(&decoder->info);
    free(decoder->row);
    rk_box_free(&decoder->box);
    free(decoder);
    return status;
}

static void set_message(rk_error *error, const char *message) {
    if (error != NULL) {
        snprintf(error->message, sizeof error->message, "%s", message);
    }
}

rk_status rk_jpeg_read_info(const uint8_t *data, size_t length, rk_image_info *info, rk_error *error) {
    if (data == NULL || length == 0) {
        set_message(error, "no data");
        return RK_STATUS_TRUNCATED;
    }
    rk_jpeg_decoder *decoder = decoder_create(data, length, error);
    if (decoder == NULL) {
        set_message(error, "out of memory");
        return RK_STATUS_OUT_OF_MEMORY;
    }
    if (setjmp(decoder->errors.jump)) {
        return decoder_destroy(decoder, decoder->errors.status);
    }
    jpeg_create_decompress(&decoder->info);
    jpeg_mem_src(&decoder->info, data, (unsigned long)length);
    jpeg_read_header(&decoder->info, TRUE);
    info->width = decoder->info.image_width;
    info->height = decoder->info.image_height;
    info->bit_depth = (uint8_t)decoder->info.data_precision;
    info->channels = (uint8_t)decoder->info.num_components;
    info->interlaced = decoder->info.progressive_mode != 0;
    info->has_alpha = 0;
    return decoder_destroy(decoder, RK_STATUS_OK);
}

static uint8_t multiply(unsigned a, unsigned b) {
    return (uint8_t)((a * b + 127) / 255);
}

// Adobe writes CMYK inverted (255 means no ink); other writers store ink amounts.
static void cmyk_to_rgba(uint8_t *row, uint32_t count, int inverted) {
    for (uint32_t i = 0; i < count; i++) {
        uint8_t *p = row + (size_t)i * 4;
        unsigned c = inverted ? p[0] : 255u - p[0];
        unsigned m = inverted ? p[1] : 255u - p[1];
        unsigned y = inverted ? p[2] : 255u - p[2];
        unsigned k = inverted ? p[3] : 255u - p[3];
        p[0] = multiply(c, k);
        p[1] = multiply(m, k);
        p[2] = multiply(y, k);
        p[3] = 255;
    }
}

rk_status rk_jpeg_decode(const uint8_t *data, size_t length, uint32_t scale_denominator,
                         uint32_t max_scans, uint8_t *pixels, uint32_t width, uint32_t height,
                         rk_error *error) {
    if (data == NULL || length == 0) {
        set_message(error, "no data");
        return RK_STATUS_TRUNCATED;
    }
    if (scale_denominator != 1 && scale_denominator != 2 && scale_denominator != 4 && scale_denominator != 8) {
        set_message(error, "the scale denominator must be 1, 2, 4 or 8");
        return RK_STATUS_INVALID_ARGUMENT;
    }
    rk_jpeg_decoder *decoder = decoder_create(data, length, error);
    if (decoder == NULL) {
        set_message(error, "out of memory");
        return RK_STATUS_OUT_OF_MEMORY;
    }
    if (setjmp(decoder->errors.jump)) {
        return decoder_destroy(decoder, decoder->errors.status);
    }
    struct jpeg_decompress_struct *info = &decoder->info;
    jpeg_create_decompress(info);
    decoder->max_scans = max_scans;
    decoder->progress.progress_monitor = on_progress;
    info->progress = &decoder->progress;
    jpeg_mem_src(info, data, (unsigned long)length);
    jpeg_read_header(info, TRUE);

    int cmyk = info->jpeg_color_space == JCS_CMYK || info->jpeg_color_space == JCS_YCCK;
    info->out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    info->scale_num = 1;
    info->scale_denom = scale_denominator;
    jpeg_start_decompress(info);

    uint32_t scaled_width = info->output_width;
    uint32_t scaled_height = info->output_height;
    if (info->output_components != 4 || width == 0 || height == 0 || width > scaled_width ||
        height > scaled_height) {
        set_message(error, "the output size must be non-zero and no larger than the scaled image");
        return decoder_destroy(decoder, RK_STATUS_INVALID_ARGUMENT);
    }
    int downsample = width != scaled_width || height != scaled_height;
    if (downsample || cmyk) {
        decoder->row = malloc((size_t)scaled_width * 4);
        if (decoder->row == NULL) {
            set_message(error, "out of memory");
            return decoder_destroy(decoder, RK_STATUS_OUT_OF_MEMORY);
        }
    }
    if (downsample && !rk_box_init(&decoder->box, scaled_width, scaled_height, width, height, 1, pixels)) {
        set_message(error, "out of memory");
        return decoder_destroy(decoder, RK_STATUS_OUT_OF_MEMORY);
    }
    size_t stride = (size_t)width * 4;
    while (info->output_scanline < info->output_height) {
        uint32_t y = info->output_scanline;
        JSAMPROW row = decoder->row != NULL ? decoder->row : pixels + y * stride;
        jpeg_read_scanlines(info, &row, 1);
        if (cmyk) {
            cmyk_to_rgba(decoder->row, scaled_width, info->saw_Adobe_marker);
        }
        if (downsample) {
            rk_box_add(&decoder->box, decoder->row, scaled_width, y, 0, 1);
        } else if (decoder->row != NULL) {
            memcpy(pixels + y * stride, decoder->row, stride);
        }
    }
    if (downsample) {
        rk_box_finish(&decoder->box);
    }
    jpeg_finish_decompress(info);
    return decoder_destroy(decoder, RK_STATUS_OK);
}
