#include "box_downsample.h"

#include <stdlib.h>
#include <string.h>

// The first source index that maps to destination index `t`: source `s` maps to ⌊s·dst/src⌋.
static uint64_t span_start(uint64_t t, uint64_t src, uint64_t dst) {
    return (t * src + dst - 1) / dst;
}

static uint64_t span_length(uint64_t t, uint64_t src, uint64_t dst) {
    return span_start(t + 1, src, dst) - span_start(t, src, dst);
}

int rk_box_init(rk_box *box, uint32_t src_width, uint32_t src_height, uint32_t dst_width,
                uint32_t dst_height, int in_order, uint8_t *out) {
    memset(box, 0, sizeof *box);
    box->src_width = src_width;
    box->src_height = src_height;
    box->dst_width = dst_width;
    box->dst_height = dst_height;
    box->band_rows = in_order ? 1 : dst_height;
    box->out = out;
    box->column_map = malloc((size_t)src_width * sizeof *box->column_map);
    box->sums = calloc((size_t)box->band_rows * dst_width * 4, sizeof *box->sums);
    if (box->column_map == NULL || box->sums == NULL) {
        rk_box_free(box);
        return 0;
    }
    for (uint32_t x = 0; x < src_width; x++) {
        box->column_map[x] = (uint32_t)((uint64_t)x * dst_width / src_width);
    }
    return 1;
}

static void write_row(rk_box *box, uint32_t row, const uint64_t *sums) {
    uint64_t rows = span_length(row, box->src_height, box->dst_height);
    uint8_t *out = box->out + (size_t)row * box->dst_width * 4;
    for (uint32_t x = 0; x < box->dst_width; x++) {
        const uint64_t *s = sums + (size_t)x * 4;
        uint64_t count = rows * span_length(x, box->src_width, box->dst_width);
        uint64_t alpha = s[3];
        // Weighting colour by alpha keeps transparent pixels' colour from bleeding in.
        for (int c = 0; c < 3; c++) {
            out[x * 4 + c] = alpha == 0 ? 0 : (uint8_t)((s[c] + alpha / 2) / alpha);
        }
        out[x * 4 + 3] = (uint8_t)((alpha + count / 2) / count);
    }
}

void rk_box_add(rk_box *box, const uint8_t *rgba, uint32_t count, uint32_t y, uint32_t x0,
                uint32_t step) {
    uint32_t row = (uint32_t)((uint64_t)y * box->dst_height / box->src_height);
    uint64_t *sums;
    if (box->band_rows == 1) {
        if (row != box->band_row) {
            write_row(box, box->band_row, box->sums);
            memset(box->sums, 0, (size_t)box->dst_width * 4 * sizeof *box->sums);
            box->band_row = row;
        }
        sums = box->sums;
    } else {
        sums = box->sums + (size_t)row * box->dst_width * 4;
    }
    uint32_t x = x0;
    for (uint32_t i = 0; i < count; i++, x += step) {
        const uint8_t *p = rgba + (size_t)i * 4;
        uint64_t *s = sums + (size_t)box->column_map[x] * 4;
        uint64_t a = p[3];
        s[0] += a * p[0];
        s[1] += a * p[1];
        s[2] += a * p[2];
        s[3] += a;
    }
}

void rk_box_finish(rk_box *box) {
    if (box->band_rows == 1) {
        write_row(box, box->band_row, box->sums);
        return;
    }
    for (uint32_t row = 0; row < box->dst_height; row++) {
        write_row(box, row, box->sums + (size_t)row * box->dst_width * 4);
    }
}

void rk_box_free(rk_box *box) {
    free(box->column_map);
    free(box->sums);
    box->column_map = NULL;
    box->sums = NULL;
}
