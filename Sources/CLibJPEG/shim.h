// jpeglib.h uses FILE and size_t without including the headers that declare them.
#include <stddef.h>
#include <stdio.h>
#include <jpeglib.h>
