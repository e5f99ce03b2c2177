// SPDX-License-Identifier: GPL-2.0-or-later
/* SAFE_FILE_READ_STR(): a file's content as a string, empty files too. */

#include <ctype.h>
#include <fcntl.h>
#include <unistd.h>
#include "tst_res.h"
#include "tst_safe_check.h"
#include "tst_safe_file_ops.h"

void safe_file_read_str(TST_SAFE_FN_ARGS, const char *path, char *buf,
			size_t buf_size)
{
	size_t len = 0;
	ssize_t ret;
	int fd;

	if (!buf_size)
		tst_brk_c_(file, lineno, TBROK, cleanup_fn,
			   "SAFE_FILE_READ_STR(%s): no room in the buffer",
			   path);

	fd = open(path, O_RDONLY);
	tst_safe_check_nonneg(file, lineno, cleanup_fn, fd, "open(%s)", path);

	while (len < buf_size - 1) {
		ret = read(fd, buf + len, buf_size - 1 - len);
		if (ret < 0) {
			close(fd);
			tst_safe_check_nonneg(file, lineno, cleanup_fn, -1,
					      "read(%s)", path);
		}
		if (!ret)
			break;
		len += ret;
	}
	close(fd);

	while (len && isspace((unsigned char)buf[len - 1]))
		len--;
	buf[len] = '\0';
}
