/*
 * A helper program a test exec()s, without the test API: its fork() stays.
 */
#include <stdlib.h>
#include <unistd.h>
#include <sys/wait.h>

int main(void)
{
	pid_t pid = fork();
	int status;

	if (pid < 0)
		return 2;
	if (pid == 0)
		_exit(0);
	waitpid(pid, &status, 0);
	return WIFEXITED(status) ? 0 : 1;
}
