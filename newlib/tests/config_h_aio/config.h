/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A suite's generated config.h on a machine with libaio, for hdr_timer_first
 * (cases/headers.sh puts this directory on its include path). */
#define HAVE_LIBAIO 1
#define HAVE_LIBAIO_H 1
